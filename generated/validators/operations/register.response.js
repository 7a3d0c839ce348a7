// DO NOT EDIT: generated from schemas/openapi.yaml (register response) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
export const validate = validate0;
export default validate0;
const schema0 = {"type":"object","required":["data"],"additionalProperties":false,"properties":{"data":{"$ref":"https://schemas.vitrina.local/entities/register-result.schema.json"}},"$id":"https://schemas.vitrina.local/operations/register.response.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"RegisterResult","description":"What POST web/register answers, the same whether the address was new or not (no account enumeration): confirmEmail tells the site to show the confirm-e-mail toast (spec 4).","type":"object","properties":{"registered":{"const":true},"confirmEmail":{"const":true}},"required":["registered","confirmEmail"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/register-result.schema.json"};

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/register.response.json" */;
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
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "data")){
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
if(data.data !== undefined){
let data0 = data.data;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.registered === undefined){
const err2 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/register-result.schema.json/required",keyword:"required",params:{missingProperty: "registered"},message:"must have required property '"+"registered"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.confirmEmail === undefined){
const err3 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/register-result.schema.json/required",keyword:"required",params:{missingProperty: "confirmEmail"},message:"must have required property '"+"confirmEmail"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 in data0){
if(!((key1 === "registered") || (key1 === "confirmEmail"))){
const err4 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/register-result.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.registered !== undefined){
if(true !== data0.registered){
const err5 = {instancePath:instancePath+"/data/registered",schemaPath:"https://schemas.vitrina.local/entities/register-result.schema.json/properties/registered/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.confirmEmail !== undefined){
if(true !== data0.confirmEmail){
const err6 = {instancePath:instancePath+"/data/confirmEmail",schemaPath:"https://schemas.vitrina.local/entities/register-result.schema.json/properties/confirmEmail/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/register-result.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

