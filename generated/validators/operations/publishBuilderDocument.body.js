// DO NOT EDIT: generated from schemas/openapi.yaml (publishBuilderDocument body) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
export const validate = validate0;
export default validate0;
const schema0 = {"$ref":"https://schemas.vitrina.local/requests/builder-publish.schema.json","$id":"https://schemas.vitrina.local/operations/publishBuilderDocument.body.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"BuilderPublishRequest","description":"Publish: the draft revision the editor saw (409 when someone saved since) and, when the language has untranslated texts (decision 057), what to do with them: hide those elements in this language, or confirm and publish them as they are. Without it such a publish answers 409 BuilderUntranslatedConflict.","type":"object","properties":{"baseRevision":{"type":"integer","minimum":1,"maximum":2147483647},"untranslated":{"enum":["hide","confirm"]}},"required":["baseRevision"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/builder-publish.schema.json"};

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/publishBuilderDocument.body.json" */;
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
if(data.baseRevision === undefined){
const err0 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/builder-publish.schema.json/required",keyword:"required",params:{missingProperty: "baseRevision"},message:"must have required property '"+"baseRevision"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "baseRevision") || (key0 === "untranslated"))){
const err1 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/builder-publish.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.baseRevision !== undefined){
let data0 = data.baseRevision;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/baseRevision",schemaPath:"https://schemas.vitrina.local/requests/builder-publish.schema.json/properties/baseRevision/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/baseRevision",schemaPath:"https://schemas.vitrina.local/requests/builder-publish.schema.json/properties/baseRevision/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/baseRevision",schemaPath:"https://schemas.vitrina.local/requests/builder-publish.schema.json/properties/baseRevision/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.untranslated !== undefined){
let data1 = data.untranslated;
if(!((data1 === "hide") || (data1 === "confirm"))){
const err5 = {instancePath:instancePath+"/untranslated",schemaPath:"https://schemas.vitrina.local/requests/builder-publish.schema.json/properties/untranslated/enum",keyword:"enum",params:{allowedValues: schema1.properties.untranslated.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/builder-publish.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

