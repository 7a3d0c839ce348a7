// DO NOT EDIT: generated from schemas/entities/builder-structure.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"BuilderStructure","description":"The stored draft shared by every language of a builder document (table builder_documents): the tree with the default language's props; sections also their options and meta.","type":"object","properties":{"document":{"description":"Any stored version; migrated on load (common/page-document-migrations.ts).","type":"object","maxProperties":10,"additionalProperties":true},"options":{"type":"object","maxProperties":50,"additionalProperties":true},"optionsVersion":{"description":"Sections: the x-element.version of the handler's schema the options were written at (without one: version 1); migrated on load (common/element-migrations.ts).","type":"integer","minimum":1,"maximum":1000},"mobileOptions":{"type":"object","maxProperties":50,"additionalProperties":true},"meta":{"type":"object","maxProperties":50,"additionalProperties":true},"mobileMeta":{"type":"object","maxProperties":50,"additionalProperties":true}},"required":["document"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/builder-structure.schema.json"};

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/builder-structure.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.document === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "document"},message:"must have required property '"+"document"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "document") || (key0 === "options")) || (key0 === "optionsVersion")) || (key0 === "mobileOptions")) || (key0 === "meta")) || (key0 === "mobileMeta"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.document !== undefined){
let data0 = data.document;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(Object.keys(data0).length > 10){
const err2 = {instancePath:instancePath+"/document",schemaPath:"#/properties/document/maxProperties",keyword:"maxProperties",params:{limit: 10},message:"must NOT have more than 10 properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/document",schemaPath:"#/properties/document/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.options !== undefined){
let data1 = data.options;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(Object.keys(data1).length > 50){
const err4 = {instancePath:instancePath+"/options",schemaPath:"#/properties/options/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/options",schemaPath:"#/properties/options/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.optionsVersion !== undefined){
let data2 = data.optionsVersion;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/optionsVersion",schemaPath:"#/properties/optionsVersion/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1000 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/optionsVersion",schemaPath:"#/properties/optionsVersion/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/optionsVersion",schemaPath:"#/properties/optionsVersion/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.mobileOptions !== undefined){
let data3 = data.mobileOptions;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(Object.keys(data3).length > 50){
const err9 = {instancePath:instancePath+"/mobileOptions",schemaPath:"#/properties/mobileOptions/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/mobileOptions",schemaPath:"#/properties/mobileOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.meta !== undefined){
let data4 = data.meta;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(Object.keys(data4).length > 50){
const err11 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.mobileMeta !== undefined){
let data5 = data.mobileMeta;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(Object.keys(data5).length > 50){
const err13 = {instancePath:instancePath+"/mobileMeta",schemaPath:"#/properties/mobileMeta/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/mobileMeta",schemaPath:"#/properties/mobileMeta/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

